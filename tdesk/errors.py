"""Errors a floor person can act on: every message names the field and the value."""


class TdeskError(Exception):
    """Base of every error tdesk shows to the floor; ``str(err)`` is the whole message."""


class InputError(TdeskError, ValueError):
    """Bad input: a field and its value that cannot be accepted."""

    def __init__(self, field: str, value: object, reason: str) -> None:
        self.field = field
        self.value = value
        self.reason = reason
        super().__init__(f"{field} {value!r}: {reason}")


class NotFoundError(TdeskError, LookupError):
    """A named thing (event, player, entry) does not exist in the store."""


class ConflictError(TdeskError):
    """The action clashes with the store's current state (duplicate, already done, changed since)."""


class StoreError(TdeskError):
    """The store cannot be opened or written: path, lock, permissions, not a tdesk store, too new."""


class HostLost(StoreError):
    """The station lost its host (issue 39): nothing is read or written until it is back; the
    window's banner says so, so a read refused in a timer's slot is no bug to report."""
