"""Swiss: its modules."""
