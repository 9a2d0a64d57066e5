"""Pure tournament rules: no Qt, no SQL, no clock reads, no global randomness (DESIGN.md)."""
