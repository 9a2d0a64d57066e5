"""Wall: its modules."""
