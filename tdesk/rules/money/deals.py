"""When an agreed deal may be recorded (PRZ-2, PRZ-3; issue 38).

The Deal page's Record button and ``services.money.deals.record_deal`` run these same checks
(through the service's ``DealChance``), so the disabled button's tooltip and the refusal of a
forced record are one sentence. How the deal is worked out is ``icm``'s; whether a satellite
may deal at all is ``satellites.verify_deal`` (SAT-4).

>>> verify_once("Sunday 10k", None)
>>> verify_total(shares=2_750, kept_back=250, due=3_000)
"""

from __future__ import annotations

__all__ = ["verify_once", "verify_total"]


def verify_once(event: str, recorded_at: str | None) -> None:
    """PRZ-2: an event has one deal; a second (the same deal pressed twice, or typed at a
    second station) is refused. ``recorded_at``: the time of the deal already recorded, as the
    floor reads it, or None.

    >>> verify_once("Sunday 10k", "23:40")
    Traceback (most recent call last):
    ...
    ValueError: A deal is already recorded for Sunday 10k (at 23:40): it is not recorded twice (PRZ-2). To change it, undo that deal first (Log tab).
    """
    if recorded_at is not None:
        raise ValueError(f"A deal is already recorded for {event} (at {recorded_at}): it is "
                         "not recorded twice (PRZ-2). To change it, undo that deal first "
                         "(Log tab).")


def verify_total(*, shares: int, kept_back: int, due: int) -> None:
    """PRZ-3: the shares and the amount kept back are exactly the prizes still to be paid.

    >>> verify_total(shares=2_700, kept_back=250, due=3_000)
    Traceback (most recent call last):
    ...
    ValueError: Deal total 2,950: must be the 3,000 still to be paid (PRZ-3)
    """
    if shares + kept_back != due:
        raise ValueError(f"Deal total {shares + kept_back:,}: must be the {due:,} still to be "
                         "paid (PRZ-3)")
