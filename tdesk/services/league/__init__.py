"""League: its modules."""
