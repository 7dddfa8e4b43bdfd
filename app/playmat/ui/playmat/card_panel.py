"""The card the player points at, large, with what it can do now.

For the viewer's own Pokémon in play, each Ability and attack gets a button with its cost, and
the Stadium in play that players may use gets a button to use it; a button that can't be used
now is disabled and says why: the engine's refusal, worded by the screen's reader.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.facts import effect_text
from playmat.cards.model import Card, EnergyType
from playmat.cards.text_format import CardWords
from playmat.effects.automation import Automation, retained_automation
from playmat.effects.scripts import ability_text, attack_text
from playmat.face.blocks import paint_energy
from playmat.i18n.catalogue import t
from playmat.i18n.message import Message, Term, msg
from playmat.rules.actions import Action, Attack, UseAbility, UseStadium
from playmat.rules.observation import EffectView
from playmat.rules.refusals import Refusal
from playmat.ui.card_view import CardView
from playmat.ui.palette import BY_HAND, ERROR_RED, MUTED_INK
from playmat.ui.playmat.items import CardSpec

#: Pixel size of one Energy symbol in a cost icon.
SYMBOL = 18
#: The card shown large gives room to the text under it in steps of this many pixels of its
#: width, so that it keeps its size through small changes of that text.
CARD_SIZE_STEP = 16


@cache
def cost_icon(cost: tuple[EnergyType, ...]) -> QIcon:
    """An attack's cost as the row of Energy symbols printed on the card (made once a cost)."""
    width = max(len(cost), 1) * (SYMBOL + 2)
    pixmap = QPixmap(width, SYMBOL)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for index, energy in enumerate(cost):
        centre = QPointF(index * (SYMBOL + 2) + SYMBOL / 2, SYMBOL / 2)
        paint_energy(painter, centre, SYMBOL / 2 - 1, energy)
    painter.end()
    return QIcon(pixmap)


@dataclass(frozen=True)
class Move:
    """An Ability or attack as the panel offers it: its button, its text, and why it can't
    be used now ("" when it can)."""

    name: str
    title: str
    text: str
    action: Action
    cost: tuple[EnergyType, ...]
    shortcut: str
    by_hand: bool
    reason: str = ""


class CardPanel(QWidget):
    """Shows one card large; for one's own Pokémon, its Abilities and attacks as buttons."""

    def __init__(
        self,
        why_not: Callable[[Action], Refusal | None],
        act: Callable[[Action], object],
        retreat_blocker: Callable[[], Refusal | None],
        words: Callable[[Message | Term], str],
        automation: Callable[[str], Automation],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._why_not = why_not
        self._words = words
        self._automation = automation
        self._act = act
        self._retreat_blocker = retreat_blocker
        self.spec: CardSpec | None = None
        #: What is shown now (card, caption, moves, retreat reason), to skip showing it again.
        self._shown: object = None
        self.view = CardView(self, size_step=CARD_SIZE_STEP)
        self.view.setMinimumSize(220, 308)
        self.where = QLabel(self)
        self.where.setWordWrap(True)
        self.where.setStyleSheet("font-weight: bold;")
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.moves = QWidget(self)
        # One style sheet for every button and line of the moves (one each would make every
        # new widget slow to show).
        self.moves.setStyleSheet(
            "QPushButton { text-align: left; padding: 6px; font-weight: bold; }"
            f"QLabel#text {{ color: {MUTED_INK}; margin-left: 6px; }}"
            f"QLabel#note {{ color: {MUTED_INK}; }}"
            f"QLabel#by_hand {{ color: {BY_HAND}; margin-left: 6px; }}"
            f"QLabel#reason {{ color: {ERROR_RED}; margin-left: 6px; }}"
        )
        self.moves_layout = QVBoxLayout(self.moves)
        self.moves_layout.setContentsMargins(0, 0, 0, 0)
        #: One row per Ability or attack shown so far; those not needed now are hidden.
        self.rows: list[MoveRow] = []
        #: The retreat cost, and why the Active Pokémon can't retreat now.
        self.retreat_lines = (_line("note", self.moves), _line("reason", self.moves))
        for line in self.retreat_lines:
            self.moves_layout.addWidget(line)
            line.hide()
        self.buttons: dict[str, QPushButton] = {}
        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        layout.addWidget(self.view)
        layout.addWidget(self.where)
        layout.addWidget(self.facts)
        layout.addWidget(self.moves)
        layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.setMinimumWidth(280)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(320, 760)

    def clear(self) -> None:
        self.spec = None
        self._shown = None
        self.view.set_card(None)
        self.where.setText("")
        self.facts.setText("")
        self._show_moves(())
        self._show_retreat(None, "")

    def show_card(self, spec: CardSpec, where: str, mine: bool, active: bool) -> None:
        """Show ``spec``'s card; ``mine`` and ``active`` say which buttons it may have. The
        same card with the same moves and reasons (the table after most decisions) is left
        as it is."""
        automation = self._automation_of(spec)
        moves = self._moves(spec, mine, active, automation)
        retreat = ""
        if moves is not None and active and spec.pokemon is not None:
            reason = self._retreat_blocker()
            retreat = self._words(reason.message) if reason else ""
        shown = (spec, where, moves, retreat)
        if shown == self._shown:
            return
        self._shown = shown
        self.spec = spec
        if self.view.card() is not spec.card:
            # Laying out a full card face is slow; the same card needs no new layout.
            self.view.set_card(spec.card, automation)
        self.where.setText(where)
        self.facts.setText(self._facts(spec))
        self._show_moves(moves or ())
        if moves is None or not active or spec.pokemon is None:
            self._show_retreat(None, "")
        else:
            self._show_retreat(spec.pokemon.retreat_cost, retreat)

    def _automation_of(self, spec: CardSpec) -> Automation | None:
        """What of the shown card's text the game carries out; a Pokémon BREAK's is that of
        the card under it and its own, as its card lists them."""
        if spec.card is None:
            return None
        own = self._automation(spec.card.id)
        if spec.under is None:
            return own
        return retained_automation(spec.under, self._automation(spec.under.id), own)

    def _moves(
        self, spec: CardSpec, mine: bool, active: bool, automation: Automation | None
    ) -> tuple[Move, ...] | None:
        """The card's Abilities and (when Active) attacks, each with why it can't be used now;
        ``None`` for a card that gets no buttons (not one's own Pokémon in play, nor a Stadium
        to use)."""
        card, pokemon = spec.card, spec.pokemon
        if spec.key[0] == "stadium" and card is not None:
            return self._stadium_moves(card)
        if card is None or pokemon is None or not mine or automation is None:
            return None
        moves = [
            Move(
                f"ability:{index}",
                f"{self._words(ability.power)}: {ability.name}",
                self._text(ability_text(card, index)),
                UseAbility(pokemon.id, index),
                (),
                "",
                index in automation.manual_abilities,
            )
            for index, ability in enumerate(card.abilities)
        ]
        if active:
            moves += [
                Move(
                    f"attack:{index}",
                    f"{attack.name}  {attack.printed_damage}".rstrip(),
                    self._text(attack_text(card, index)),
                    Attack(index),
                    attack.cost,
                    str(index + 1) if index < 4 else "",
                    index in automation.manual_attacks,
                )
                for index, attack in enumerate(card.attacks)
            ]
        reasons = [self._why_not(move.action) for move in moves]
        return tuple(
            replace(move, reason=self._words(reason.message) if reason else "")
            for move, reason in zip(moves, reasons, strict=True)
        )

    def _stadium_moves(self, card: Card) -> tuple[Move, ...] | None:
        """The Stadium in play, when its text lets each player use it once during their turn
        (EN I-B-03): a button for the player whose turn it is."""
        reason = self._why_not(UseStadium())
        if reason is not None and reason.code in ("stadium_not_used", "stadium_none_in_play"):
            return None
        title = t("table.use_ability", name=card.name)
        why = self._words(reason.message) if reason else ""
        return (Move("stadium", title, effect_text(card), UseStadium(), (), "", False, why),)

    def _show_moves(self, moves: Sequence[Move]) -> None:
        """Each move in a row of its own. Rows are kept, shown again with other moves and
        hidden when not needed, so the panel makes no widgets while a game goes on."""
        while len(self.rows) < len(moves):
            row = MoveRow(self._act, self.moves)
            self.moves_layout.insertWidget(len(self.rows), row)
            self.rows.append(row)
        self.buttons = {}
        by_hand = self._words(msg("card_view.piece_by_hand"))
        for row, move in zip(self.rows, moves, strict=False):
            row.show_move(move, by_hand)
            self.buttons[move.name] = row.button
        for row in self.rows[len(moves) :]:
            row.hide()

    def _show_retreat(self, cost: int | None, reason: str) -> None:
        """The Active Pokémon's retreat cost (``None``: no line), and why it can't retreat."""
        cost_line, reason_line = self.retreat_lines
        text = t("table.retreat_cost", cost=cost) if cost is not None else ""
        _show_text(cost_line, text)
        _show_text(reason_line, reason)

    def reasons(self) -> list[str]:
        """The reasons shown for what can't be done now (for tests and screen readers)."""
        return [
            label.text()
            for label in self.moves.findChildren(QLabel, "reason")
            if not label.isHidden() or label.isVisibleTo(self)
        ]

    def _text(self, text: CardWords) -> str:
        return self._words(text) if isinstance(text, Message) else text

    def _facts(self, spec: CardSpec) -> str:
        pokemon = spec.pokemon
        if pokemon is None:
            return spec.caption
        lines = [
            t("table.hp_left", left=pokemon.remaining_hp, hp=pokemon.hp, damage=pokemon.damage)
        ]
        if spec.energy:
            lines.append(t("table.energy", cards=tuple(card.name for card in spec.energy)))
        if spec.tools:
            lines.append(t("table.tools", cards=tuple(card.name for card in spec.tools)))
        if len(pokemon.stack) > 1:
            lines.append(
                t("table.evolved_from", names=" → ".join(c.name for c in pokemon.stack[:-1]))
            )
        if pokemon.conditions:
            conditions = tuple(c.term for c in pokemon.conditions)
            lines.append(t("table.conditions", conditions=conditions))
        lines += [self._words(_effect_line(effect)) for effect in pokemon.effects]
        return "\n".join(lines)


def _line(kind: str, parent: QWidget) -> QLabel:
    """A line under a move's button; its kind (its object name) gives its colour."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setObjectName(kind)
    return label


def _show_text(line: QLabel, text: str) -> None:
    """Show ``text`` on ``line``; a line without text is hidden. (Nothing is done when nothing
    changes: showing and laying out a widget again costs.)"""
    if line.text() != text:
        line.setText(text)
    if line.isHidden() == bool(text):
        line.setVisible(bool(text))


class MoveRow(QWidget):
    """An Ability or attack on the panel: its button, its text under it, a note when Playmat
    leaves that text to the player, and the reason when it can't be used now."""

    def __init__(self, act: Callable[[Action], object], parent: QWidget) -> None:
        super().__init__(parent)
        #: The move shown, and the words of its note.
        self.shown: tuple[Move, str] | None = None
        self.action: Action | None = None
        self.button = QPushButton(self)
        self.button.clicked.connect(self._clicked)
        self._act = act
        self.text, self.by_hand, self.reason = (
            _line(kind, self) for kind in ("text", "by_hand", "reason")
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.button, self.text, self.by_hand, self.reason):
            layout.addWidget(widget)

    def show_move(self, move: Move, by_hand: str) -> None:
        if self.isHidden():
            self.show()
        if self.shown == (move, by_hand):
            return
        self.shown = (move, by_hand)
        self.action = move.action
        button = self.button
        button.setText(move.title)
        icon = cost_icon(move.cost) if move.cost else QIcon()
        button.setIcon(icon)
        sizes = icon.availableSizes()
        button.setIconSize(sizes[0] if sizes else QSize())
        button.setToolTip(move.text + (f"\n(key {move.shortcut})" if move.shortcut else ""))
        button.setEnabled(not move.reason)
        _show_text(self.text, move.text)
        _show_text(self.by_hand, by_hand if move.by_hand else "")
        _show_text(self.reason, move.reason)

    def _clicked(self) -> None:
        if self.action is not None:
            self._act(self.action)


def _effect_line(effect: EffectView) -> Message:
    """A lasting effect on the Pokémon and where it comes from ("Big Charm: +30 HP")."""
    if effect.source is None:
        return effect.description
    return msg("card_view.effect_from", source=effect.source, effect=effect.description)
