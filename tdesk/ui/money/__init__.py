"""The Money tab (issue 14): payments, payouts, chip counts, deals and results, one page each."""
