"""One compiled-SQL cache for every SQLite store of the process (issue 38)."""

from typing import Any

from sqlalchemy.util import LRUCache


class SqliteStatements(LRUCache[Any, Any]):
    """The SQL every SQLite store of this process compiled, shared between their engines.

    SQLAlchemy keeps each engine's compiled statements apart, keyed by the engine's own dialect
    object, so a store opened again (File › Open store, a restore, the CLI's and the tests'
    many stores) compiled every query anew: a tenth of a window's first look. Every SQLite
    engine is made the same way (``Store._make_engine``) and its dialect differs from another's
    only by the SQLite library it found when it first connected, the same one in a process;
    the key names the dialect by its class and that version instead of by the object."""

    @staticmethod
    def _shared(key: Any) -> Any:
        dialect = key[0]
        return (type(dialect), dialect.server_version_info, *key[1:])

    def get(self, key: Any, default: Any = None) -> Any:
        return super().get(self._shared(key), default)

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(self._shared(key), value)


SQLITE_STATEMENTS = SqliteStatements(1000)
