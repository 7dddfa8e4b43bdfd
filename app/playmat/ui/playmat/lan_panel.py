"""What a game on the LAN adds to the game window: the chat (with what the connection has to
say, such as the opponent leaving and coming back), the opponent's connection state and the
shuffle audit in the status bar, and the news of the game crossing from the network's threads
to the window's.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playmat.i18n.catalogue import t
from playmat.i18n.message import Message
from playmat.net.talk import CHAT_LIMIT
from playmat.play.client import ChatLine, LanLink
from playmat.ui.palette import ERROR_RED, MUTED_INK

#: The audit's verdict, in the colours of a pass and a failure.
PASSED_GREEN = "#2e7d32"


class GameNews(QObject):
    """Carries "the game changed" from whichever thread the network tells it on to the
    window's thread (a queued signal)."""

    changed = Signal()

    def tell(self) -> None:
        """Say the game changed. The network's thread may tell it after its window was
        closed and deleted: then there is nobody left to tell."""
        with contextlib.suppress(RuntimeError):  # "Signal source has been deleted"
            self.changed.emit()


class ChatPanel(QWidget):
    """The chat with the opponent, and the connection's news between its lines (``above``: a
    widget shown over the lines, such as the audit's verdict)."""

    def __init__(
        self, link: LanLink, parent: QWidget | None = None, *, above: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.link = link
        self.lines = QListWidget(self)
        self.lines.setWordWrap(True)
        self.lines.setAccessibleName(t("chat.title"))
        self.entry = QLineEdit(self)
        self.entry.setPlaceholderText(t("chat.hint"))
        self.entry.setMaxLength(CHAT_LIMIT)
        self.entry.returnPressed.connect(self.send)
        self.send_button = QPushButton(t("chat.send"), self)
        self.send_button.clicked.connect(self.send)
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        if above is not None:
            layout.addWidget(above)
        layout.addWidget(self.lines, 1)
        layout.addLayout(row)
        self._shown = 0

    def send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.link.say(text)
            self.entry.clear()

    def show_chat(self, lines: list[ChatLine], name: Callable[[int], str]) -> None:
        """Add the lines not shown yet ("You: good luck!"). Asked after every change of the
        table: with nothing new, nothing is touched."""
        if len(lines) <= self._shown:
            return
        for line in lines[self._shown :]:
            self.lines.addItem(QListWidgetItem(f"{name(line.seat)}: {line.text}"))
        self._shown = len(lines)
        self.lines.scrollToBottom()

    def note(self, text: str) -> None:
        """News of the connection, set apart from what the players wrote."""
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setItalic(True)
        item.setFont(font)
        item.setForeground(QBrush(QColor(MUTED_INK)))
        self.lines.addItem(item)
        self.lines.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.lines.item(i).text() for i in range(self.lines.count())]


class ConnectionLabels:
    """The opponent's connection and the audit's verdict, in the status bar."""

    def __init__(self, parent: QWidget) -> None:
        self.connection = QLabel(parent)
        self.connection.setAccessibleName(t("chat.connection"))
        self.audit = QLabel(parent)
        self.audit.setAccessibleName(t("chat.audit"))
        self.audit.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.audit.setWordWrap(True)
        self.audit.setVisible(False)

    def show(self, link: LanLink, words: Callable[[Message], str]) -> None:
        """Show the connection and the verdict. Asked after every change of the table and every
        second: a label is only touched when what it says changed (setting a style sheet makes
        Qt style the label again)."""
        colour = PASSED_GREEN if link.connected() else ERROR_RED
        _set(self.connection, f"● {words(link.opponent_status())}", f"color: {colour};")
        verdict = link.audit()
        if verdict is not None:
            _set(
                self.audit,
                words(verdict.detail),
                f"color: {PASSED_GREEN if verdict.passed else ERROR_RED}; font-weight: bold;",
            )
            self.audit.setVisible(True)


def _set(label: QLabel, text: str, style: str) -> None:
    if label.text() != text:
        label.setText(text)
    if label.styleSheet() != style:
        label.setStyleSheet(style)
