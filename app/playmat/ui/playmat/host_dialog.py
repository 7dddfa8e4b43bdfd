"""Hosting a game on the LAN: choose your deck, tell your opponent the address, port and join
code, and wait; the game window opens when they join. A saved LAN game is hosted again the
same way, waiting for its guest to come back."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from playmat.decks.store import DeckStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader, t
from playmat.net.handshake import Versions
from playmat.net.host import HostDeck, LanHost, shown_code
from playmat.net.hosted import HOLD_SECONDS, HostedGame
from playmat.ui.palette import ERROR_RED, MUTED_INK
from playmat.ui.playmat.lan_panel import GameNews


class HostDialog(QDialog):
    """Host a game and wait for the guest (see the module docstring)."""

    #: The guest sat down: the hosted game, for its window.
    started = Signal(object)

    def __init__(
        self,
        decks: DeckStore,
        versions: Versions,
        parent: QWidget | None = None,
        *,
        resumed: HostedGame | None = None,
        address: str = "",
        hold_seconds: float = HOLD_SECONDS,
    ) -> None:
        super().__init__(parent)
        self.decks = decks
        self.versions = versions
        self.resumed = resumed
        self.address = address
        self.hold_seconds = hold_seconds
        self.host: LanHost | None = None
        self.setWindowTitle(t("host_dialog.title") if resumed is None else t("host_dialog.again"))
        self.records = decks.list()
        self.deck = QComboBox(self)
        for record in self.records:
            self.deck.addItem(record.name, record.id)
        self.port = QSpinBox(self)
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(t("host_dialog.any_port"))
        self.port.setValue(resumed.record.port if resumed is not None else 0)
        form = QFormLayout()
        if resumed is None:
            form.addRow(t("lan_dialog.your_deck"), self.deck)
        else:
            first, second = resumed.deck_names
            form.addRow(
                t("host_dialog.game"),
                QLabel(t("host_dialog.game_decks", first=first, second=second), self),
            )
        form.addRow(t("host_dialog.port"), self.port)
        self.where = QLabel(self)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code = QLabel(self)
        code_font = QFont(self.code.font())
        code_font.setPointSizeF(code_font.pointSizeF() * 2.2)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 3)
        self.code.setFont(code_font)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.waiting = QLabel(self)
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet(f"color: {MUTED_INK};")
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {ERROR_RED};")
        for label in (self.where, self.code, self.waiting, self.problem):
            label.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.host_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.host_button.setText(t("host_dialog.host"))
        buttons.accepted.connect(self.host_game)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.where)
        layout.addWidget(self.code)
        layout.addWidget(self.waiting)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.news = GameNews(self)
        self.news.changed.connect(self._on_news)
        if not self.records and resumed is None:
            self._problem(t("lan_dialog.no_decks"))
            self.host_button.setEnabled(False)
        self.reader = Reader()
        if resumed is not None:
            resumed.follow(self.news.tell)

    def _problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def host_game(self) -> LanHost | None:
        """Listen and show where to join; the dialog waits for the guest."""
        if self.host is not None:
            return self.host
        deck = None
        if self.resumed is None:
            record = self.records[self.deck.currentIndex()]
            cards = [card for card, count in self.decks.entries(record) for _ in range(count)]
            deck = HostDeck(record.name, cards)
        host = LanHost(
            self.decks.cards,
            self.decks.cards,
            self.versions,
            deck=deck,
            address=self.address,
            port=self.port.value(),
            hold_seconds=self.hold_seconds,
            resumed=self.resumed,
        )
        host.follow(self.news.tell)
        try:
            address, port = host.start()
        except PlaymatError as error:
            self._problem(self.reader.render(error.words))
            return None
        self.host = host
        self._problem("")
        self.port.setValue(port)
        self.deck.setEnabled(False)
        self.port.setEnabled(False)
        self.host_button.setEnabled(False)
        self.where.setText(t("host_dialog.where", address=address, port=str(port)))
        self.code.setText(shown_code(host.code))
        self.waiting.setText(
            t("host_dialog.waiting") if self.resumed is None else t("host_dialog.waiting_again")
        )
        for label in (self.where, self.code, self.waiting):
            label.setVisible(True)
        return host

    def _on_news(self) -> None:
        host = self.host
        if host is None:
            return
        refused = [self.reader.render(notice) for notice in host.notices()]
        if self.resumed is not None and self.resumed.abandoned:
            refused.append(self.reader.render(self.resumed.opponent_status()))
        if refused:
            self._problem("\n".join(refused))
        if host.joined.is_set() and host.game is not None:
            self.started.emit(host.game)
            self.accept()

    def reject(self) -> None:
        if self.host is not None:
            self.host.close()
            self.host = None
        super().reject()
