"""A TCP relay on loopback between a station and its PostgreSQL server, which a test cuts
(every connection closed, new ones refused: the host has gone) and puts back (issue 39).

The machine's PostgreSQL server is shared by every test run on it: the tests never stop it,
they take the road to it away instead.
"""

from __future__ import annotations

import contextlib
import socket
import threading


class Relay:
    """Listens on 127.0.0.1:``port`` (a free one) and relays each connection to ``target``."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.port = 0
        self.server: socket.socket | None = None
        self.open: set[socket.socket] = set()
        self.mutex = threading.Lock()
        self.start()

    def start(self) -> None:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", self.port))
        server.listen(16)
        self.port = server.getsockname()[1]
        self.server = server
        threading.Thread(target=self._accept, args=(server,), daemon=True).start()

    def cut(self) -> None:
        """The host is gone: the listening socket and every relayed connection closed."""
        server, self.server = self.server, None
        if server is not None:
            with contextlib.suppress(OSError):
                server.shutdown(socket.SHUT_RDWR)
            server.close()
        with self.mutex:
            ends, self.open = list(self.open), set()
        for end in ends:
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)
            end.close()

    def _accept(self, server: socket.socket) -> None:
        while True:
            try:
                client, _ = server.accept()
            except OSError:
                return  # cut
            try:
                upstream = socket.create_connection(self.target, timeout=5)
                upstream.settimeout(None)
            except OSError:
                client.close()
                continue
            with self.mutex:
                if self.server is not server:
                    client.close()
                    upstream.close()
                    return
                self.open |= {client, upstream}
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)
