"""Clock: its modules."""
