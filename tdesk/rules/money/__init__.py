"""Money: its modules."""
