"""Venue: its modules."""
