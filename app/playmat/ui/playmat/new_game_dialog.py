"""Starting a game: both decks, the opponent and how well the computer plays, in one short
dialog.

The decks come from the deck store, where the starter decks are on the first run, so a new
player can press Play and Start without building anything.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import Card
from playmat.decks.store import DeckRecord, DeckStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader
from playmat.play.client import Difficulty, Seat
from playmat.play.session import GameSession
from playmat.ui.palette import ERROR_RED


class NewGameDialog(QDialog):
    """Choose two decks, the opponent and the computer's difficulty; on Start the game is
    created (and saved)."""

    def __init__(self, decks: DeckStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decks = decks
        self.session: GameSession | None = None
        self.setWindowTitle(self.tr("New game"))
        self.records = decks.list()
        self.first_deck = self._deck_box()
        self.second_deck = self._deck_box()
        if len(self.records) > 1:
            self.second_deck.setCurrentIndex(1)
        self.computer = QRadioButton(self.tr("The computer"), self)
        self.hotseat = QRadioButton(self.tr("A second player on this screen"), self)
        self.computer.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.computer)
        group.addButton(self.hotseat)
        opponent = QWidget(self)
        opponent_layout = QVBoxLayout(opponent)
        opponent_layout.setContentsMargins(0, 0, 0, 0)
        opponent_layout.addWidget(self.computer)
        opponent_layout.addWidget(self.hotseat)
        self.difficulty = QComboBox(self)
        self.difficulty.addItem(self.tr("Easy: plans one turn at a time"), Difficulty.EASY.value)
        self.difficulty.addItem(
            self.tr("Hard: looks ahead, thinks up to a second a move"), Difficulty.HARD.value
        )
        self.difficulty.setToolTip(
            self.tr(
                "Hard plays out each move it could make in games like this one, without seeing "
                "your hand or anyone's deck, and keeps the best."
            )
        )
        self.computer.toggled.connect(self.difficulty.setEnabled)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {ERROR_RED};")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        buttons.accepted.connect(self.start)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Your deck:"), self.first_deck)
        form.addRow(self.tr("Opponent's deck:"), self.second_deck)
        form.addRow(self.tr("Opponent:"), opponent)
        form.addRow(self.tr("Difficulty:"), self.difficulty)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        if not self.records:
            self.problem.setText(self.tr("There are no decks yet: build or import one first."))
            self.start_button.setEnabled(False)

    def _deck_box(self) -> QComboBox:
        box = QComboBox(self)
        for record in self.records:
            label = record.name
            if record.source == "starter":
                label = self.tr("{0} (starter deck)").format(record.name)
            box.addItem(label, record.id)
        return box

    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.HUMAN, Seat.COMPUTER if self.computer.isChecked() else Seat.HUMAN)

    def chosen_difficulty(self) -> Difficulty:
        return Difficulty(self.difficulty.currentData())

    def _record(self, box: QComboBox) -> DeckRecord:
        return self.records[box.currentIndex()]

    def _cards(self, record: DeckRecord) -> list[Card]:
        return [card for card, count in self.decks.entries(record) for _ in range(count)]

    def start(self) -> None:
        """Create the game; a deck that can't be played is explained and nothing starts."""
        first, second = self._record(self.first_deck), self._record(self.second_deck)
        try:
            self.session = GameSession.new(
                (self._cards(first), self._cards(second)),
                (first.name, second.name),
                self.seats(),
                library=self.decks.cards,
                difficulty=self.chosen_difficulty(),
            )
        except PlaymatError as error:
            self.problem.setText(Reader().render(error.words))
            return
        self.accept()
