"""Seating: its modules."""
