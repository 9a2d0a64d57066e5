"""People: its modules."""
