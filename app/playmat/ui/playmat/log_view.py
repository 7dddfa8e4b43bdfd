"""The game log as the viewer may read it: hidden cards stay hidden ("drew a card")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

#: Entries that stand out: the turns, coin flips, Knock Outs and the end.
HIGHLIGHTS = {
    "turn": "#dfe9e4",
    "coin": "#fbeec0",
    "knock_out": "#f7d6d2",
    "game_over": "#f3c623",
}


class LogView(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        self.setAccessibleName(self.tr("Game log"))
        self._entries: list[dict[str, Any]] = []

    def show_entries(self, entries: Sequence[dict[str, Any]]) -> None:
        """Show ``entries``; only the new ones are added when the log just grew."""
        entries = list(entries)
        if entries[: len(self._entries)] != self._entries:
            self.clear()
            self._entries = []
        for entry in entries[len(self._entries) :]:
            item = QListWidgetItem(entry["text"])
            colour = HIGHLIGHTS.get(entry["kind"])
            if colour:
                item.setBackground(QBrush(QColor(colour)))
                item.setForeground(QBrush(QColor("#1d1d1f")))
                bold = QFont(self.font())
                bold.setBold(True)
                item.setFont(bold)
            self.addItem(item)
        self._entries = entries
        self.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
