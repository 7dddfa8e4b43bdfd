"""The game log as the viewer may read it: hidden cards stay hidden ("drew a card"), each
entry worded by the screen's reader.

A read-only plain text view, one paragraph per entry: it lays out only what it shows, so a
log of hundreds of entries grows by one as cheaply as a short one (a list of wrapped items
lays every item out again).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QWidget

from playmat.i18n.catalogue import t
from playmat.i18n.message import Message

#: Entries that stand out: the turns, coin flips, Knock Outs and the end.
HIGHLIGHTS = {
    "event.turn": "#dfe9e4",
    "event.coin": "#fbeec0",
    "event.knock_out": "#f7d6d2",
    "event.game_over": "#f3c623",
}


class LogView(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(t("table.log"))
        self._words: Callable[[Message], str] | None = None
        self._entries: list[Message] = []
        self._texts: list[str] = []
        #: Whether the log shows its end (it keeps doing so as it grows or is resized), until
        #: the player scrolls up to read back.
        self.following = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)

    def show_entries(self, entries: Sequence[Message], words: Callable[[Message], str]) -> None:
        """Show ``entries`` in ``words``; only the new ones are added when the log just grew
        (a new reader, another seat on the same screen, starts the log afresh)."""
        entries = list(entries)
        if entries[: len(self._entries)] != self._entries or words != self._words:
            self.clear()
            self._entries, self._texts = [], []
        self._words = words
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for entry in entries[len(self._entries) :]:
            text = words(entry)
            block, characters = QTextBlockFormat(), QTextCharFormat()
            colour = HIGHLIGHTS.get(entry.id)
            if colour:
                block.setBackground(QColor(colour))
                characters.setForeground(QColor("#1d1d1f"))
                characters.setFontWeight(QFont.Weight.Bold)
            if self._texts:
                cursor.insertBlock(block, characters)
            else:
                cursor.setBlockFormat(block)
                cursor.setBlockCharFormat(characters)
                cursor.setCharFormat(characters)
            cursor.insertText(text, characters)
            self._texts.append(text)
        cursor.endEditBlock()
        self._entries = entries
        self.following = True
        self._to_end()

    def _to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _low: int, _high: int) -> None:
        if self.following:
            self._to_end()

    def _scrolled(self, value: int) -> None:
        self.following = value >= self.verticalScrollBar().maximum()

    def texts(self) -> list[str]:
        """The entries shown, in words."""
        return list(self._texts)

    def count(self) -> int:
        return len(self._texts)
