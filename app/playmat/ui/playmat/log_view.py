"""The game log as the viewer may read it: hidden cards stay hidden ("drew a card"), each
entry worded by the screen's reader."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from playmat.i18n.message import Message

#: Entries that stand out: the turns, coin flips, Knock Outs and the end.
HIGHLIGHTS = {
    "event.turn": "#dfe9e4",
    "event.coin": "#fbeec0",
    "event.knock_out": "#f7d6d2",
    "event.game_over": "#f3c623",
}


class LogView(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        # By pixels, not by entries: a scroll by entries can leave the last one half shown.
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        #: Whether the log shows its end (it keeps doing so as it grows or is resized),
        #: until the player scrolls up to read back.
        self.following = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)
        self.setAccessibleName(self.tr("Game log"))
        self._words: Callable[[Message], str] | None = None
        self._entries: list[Message] = []

    def show_entries(self, entries: Sequence[Message], words: Callable[[Message], str]) -> None:
        """Show ``entries`` in ``words``; only the new ones are added when the log just grew
        (a new reader, another seat on the same screen, starts the list afresh)."""
        entries = list(entries)
        if entries[: len(self._entries)] != self._entries or words != self._words:
            self.clear()
            self._entries = []
        self._words = words
        for entry in entries[len(self._entries) :]:
            item = QListWidgetItem(words(entry))
            colour = HIGHLIGHTS.get(entry.id)
            if colour:
                item.setBackground(QBrush(QColor(colour)))
                item.setForeground(QBrush(QColor("#1d1d1f")))
                bold = QFont(self.font())
                bold.setBold(True)
                item.setFont(bold)
            self.addItem(item)
        self._entries = entries
        self.following = True
        self.scrollToBottom()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:
            self.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        self.following = value >= self.verticalScrollBar().maximum()

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
