"""Player screens: a read-only display page that tdesk serves on the venue network.

TVs with a browser and players' phones show the clock, "find me" (table and seat, pairing, or
league game), the seating list or pairings and the standings. ``snapshot`` reads the store into
plain data on the Qt thread when the revision moves; ``server`` answers GET requests from a
small stdlib HTTP server on its own threads out of that data only, so nothing a request does
can reach the store; ``page`` is the one HTML page with the words of every language.
"""
