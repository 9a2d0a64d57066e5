"""Ofc: its modules."""
