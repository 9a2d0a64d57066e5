"""Penalties: its modules."""
