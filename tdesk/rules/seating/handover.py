"""PRZ-5: a prize is handed over once, when it is final.

A finishing place's prize is handed over when it is more than nothing, not handed over
already, and not still in play: after a deal that kept an amount back for the winner, the
players still in hand their prizes over when the play is over. The desk records the handover
(who, when, how, its receipt); once handed over the prize never changes silently.

>>> verify_handover(1200, handed_over=False, playing_for_kept_back=False)
>>> verify_handover(0, handed_over=False, playing_for_kept_back=False)
Traceback (most recent call last):
...
ValueError: no prize (yet): nothing to hand over
>>> verify_handover(1200, handed_over=True, playing_for_kept_back=False)
Traceback (most recent call last):
...
ValueError: the prize was already handed over: a prize is paid once
"""

from __future__ import annotations


def verify_handover(prize: int, *, handed_over: bool, playing_for_kept_back: bool) -> None:
    """Raise ``ValueError`` saying why ``prize`` cannot be handed over now."""
    if handed_over:
        raise ValueError("the prize was already handed over: a prize is paid once")
    if prize <= 0:
        raise ValueError("no prize (yet): nothing to hand over")
    if playing_for_kept_back:
        raise ValueError("still playing for the amount the deal kept back: hand the prize "
                         "over when the play is over")

