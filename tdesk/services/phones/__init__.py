"""Phones: its modules."""
