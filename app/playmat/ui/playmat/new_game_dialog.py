"""Starting a game: both decks, the opponent and how well the computer plays, in one short
dialog.

The decks come from the deck store, where the starter decks are on the first run, and from the
theme decks of an imported card pool, so a new player can press Play and Start without
building anything. Only decks that can be played are offered; the others are listed, greyed,
with what they lack, and never chosen for the player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import Card
from playmat.decks.store import CardList, DeckRecord, DeckStore, ThemeDeck
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader, t
from playmat.play.client import Difficulty, Seat
from playmat.play.games import deck_problems
from playmat.play.session import GameSession
from playmat.ui.palette import ERROR_RED
from playmat.ui.words import player_name

#: The role of a deck list entry that holds its :class:`DeckChoice`.
CHOICE_ROLE = Qt.ItemDataRole.UserRole + 30


@dataclass(frozen=True)
class DeckChoice:
    """A deck the dialog offers: its cards and, when it can't be played, why not."""

    deck: CardList
    cards: tuple[Card, ...]
    problem: str = ""

    @property
    def playable(self) -> bool:
        return not self.problem


def deck_choices(decks: DeckStore) -> list[DeckChoice]:
    """One's own decks, then the theme decks, each with why it can't be played (if so)."""
    choices = []
    listed: Sequence[CardList] = [*decks.list(), *decks.theme_decks()]
    # Every card of every deck in one read: there may be a hundred theme decks.
    known = decks.cards.get_many(card_id for deck in listed for card_id, _ in deck.cards)
    for deck in listed:
        cards = tuple(
            known[card_id]
            for card_id, count in deck.cards
            if card_id in known
            for _ in range(count)
        )
        problems = deck_problems(cards)
        choices.append(DeckChoice(deck, cards, str(problems[0]) if problems else ""))
    return choices


class NewGameDialog(QDialog):
    """Choose two decks, the opponent and the computer's difficulty; on Start the game is
    created (and saved)."""

    def __init__(self, decks: DeckStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decks = decks
        self.session: GameSession | None = None
        self.setWindowTitle(t("new_game.title"))
        self.choices = deck_choices(decks)
        self.first_deck = self._deck_box(t("new_game.your_deck"))
        self.second_deck = self._deck_box(t("new_game.opponents_deck"))
        playable = [index for index, choice in enumerate(self.choices) if choice.playable]
        if playable:
            self.first_deck.setCurrentIndex(self._row(playable[0]))
            self.second_deck.setCurrentIndex(self._row(playable[min(1, len(playable) - 1)]))
        self.computer = QRadioButton(t("new_game.computer"), self)
        self.hotseat = QRadioButton(t("new_game.hotseat"), self)
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
        self.difficulty.addItem(t("new_game.easy"), Difficulty.EASY.value)
        self.difficulty.addItem(t("new_game.hard"), Difficulty.HARD.value)
        self.difficulty.setToolTip(t("new_game.hard_explained"))
        self.first_name = QLineEdit(self)
        self.first_name.setPlaceholderText(player_name(0))
        self.second_name = QLineEdit(self)
        self.second_name.setPlaceholderText(player_name(1))
        for name in (self.first_name, self.second_name):
            name.setMaxLength(30)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {ERROR_RED};")
        self.problem.setVisible(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(t("new_game.start"))
        buttons.accepted.connect(self.start)
        buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.form.addRow(t("new_game.your_deck_label"), self.first_deck)
        self.form.addRow(t("new_game.opponents_deck_label"), self.second_deck)
        self.form.addRow(t("new_game.opponent_label"), opponent)
        self.form.addRow(t("new_game.difficulty_label"), self.difficulty)
        self.form.addRow(t("new_game.first_name"), self.first_name)
        self.form.addRow(t("new_game.second_name"), self.second_name)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        # The dialog is as large as what it shows: a problem said or names asked for grow it.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.setMinimumWidth(460)
        self.hotseat.toggled.connect(self._show_opponent_rows)
        for box in (self.first_deck, self.second_deck):
            box.currentIndexChanged.connect(self._check_decks)
        self._show_opponent_rows(False)
        self._check_decks()

    # -- the deck lists ------------------------------------------------------------------------

    def _deck_box(self, name: str) -> QComboBox:
        box = QComboBox(self)
        box.setAccessibleName(name)
        model = QStandardItemModel(box)
        themes_started = False
        for index, choice in enumerate(self.choices):
            if isinstance(choice.deck, ThemeDeck) and not themes_started:
                themes_started = True
                heading = QStandardItem(t("new_game.themes"))
                heading.setEnabled(False)
                heading.setSelectable(False)
                model.appendRow(heading)
            item = QStandardItem(self._label(choice))
            item.setData(index, CHOICE_ROLE)
            if not choice.playable:
                item.setEnabled(False)
                item.setToolTip(choice.problem)
            model.appendRow(item)
        box.setModel(model)
        return box

    def _label(self, choice: DeckChoice) -> str:
        deck = choice.deck
        if isinstance(deck, ThemeDeck):
            label = t("new_game.theme_deck", name=deck.name, set=deck.set_name)
        elif deck.source == "starter":
            label = t("new_game.starter_deck", name=deck.name)
        else:
            label = deck.name
        if not choice.playable:
            label = t("new_game.unplayable", deck=label)
        return label

    def _row(self, choice_index: int) -> int:
        """The row of the deck lists that shows this choice."""
        model = self.first_deck.model()
        for row in range(model.rowCount()):
            if model.index(row, 0).data(CHOICE_ROLE) == choice_index:
                return row
        return -1

    def chosen(self, box: QComboBox) -> DeckChoice | None:
        index = box.currentData(CHOICE_ROLE)
        return self.choices[index] if isinstance(index, int) else None

    def _check_decks(self) -> None:
        """Start only with two decks that can be played; say what is wrong otherwise."""
        if not any(choice.playable for choice in self.choices):
            self._say(t("new_game.no_decks"))
            return
        for box in (self.first_deck, self.second_deck):
            choice = self.chosen(box)
            if choice is None or not choice.playable:
                self._say(t("new_game.choose_playable"))
                return
        self._say("")

    def _say(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.start_button.setEnabled(not problem)
        self.adjustSize()

    def _show_opponent_rows(self, hotseat: bool) -> None:
        """Two people on one screen say their names (the table calls each "you" on their
        turn and the other by name); against the computer, how well it plays is asked
        instead."""
        for field in (self.first_name, self.second_name):
            self.form.setRowVisible(field, hotseat)
        self.form.setRowVisible(self.difficulty, not hotseat)
        self.adjustSize()

    # -- starting ------------------------------------------------------------------------------

    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.HUMAN, Seat.COMPUTER if self.computer.isChecked() else Seat.HUMAN)

    def chosen_difficulty(self) -> Difficulty:
        return Difficulty(self.difficulty.currentData())

    def player_names(self) -> tuple[str, str]:
        if not self.hotseat.isChecked():
            return ("", "")
        return (self.first_name.text().strip(), self.second_name.text().strip())

    def start(self) -> None:
        """Create the game; a deck that can't be played is explained and nothing starts."""
        first, second = self.chosen(self.first_deck), self.chosen(self.second_deck)
        if first is None or second is None:
            return
        try:
            self.session = GameSession.new(
                (first.cards, second.cards),
                (first.deck.name, second.deck.name),
                self.seats(),
                library=self.decks.cards,
                player_names=self.player_names(),
                difficulty=self.chosen_difficulty(),
            )
        except PlaymatError as error:
            self._say(Reader().render(error.words))
            return
        self.accept()

    def select_deck(self, box: QComboBox, deck_id: int) -> None:
        """Show this deck of one's own in ``box`` (the deck builder's Play with this deck)."""
        for index, choice in enumerate(self.choices):
            if isinstance(choice.deck, DeckRecord) and choice.deck.id == deck_id:
                box.setCurrentIndex(self._row(index))
