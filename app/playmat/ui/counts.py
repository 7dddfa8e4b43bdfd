"""A count with its noun, for the windows: "1 card", "17,982 cards", "1 set", "2 pages", in
the plural form the language's rules choose (the catalogue's ``count.*``), never by adding an
"s" in code."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from playmat.i18n.catalogue import Reader
from playmat.i18n.message import msg


def counted(noun: str, count: int) -> str:
    """``count`` of ``noun`` (``cards``, ``sets``, ``pages``), the number as the locale
    writes it."""
    return Reader().render(msg(f"count.{noun}", count=count, shown=QLocale().toString(count)))
