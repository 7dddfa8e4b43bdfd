"""The card the player points at, large, with what it can do now.

For the viewer's own Pokémon in play, each Ability and attack gets a button with its cost, and
the Stadium in play that players may use gets a button to use it; a button that can't be used
now is disabled and says why: the engine's refusal, worded by the screen's reader.
"""

from __future__ import annotations

from collections.abc import Callable
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
from playmat.effects.automation import Automation
from playmat.effects.scripts import ability_text, attack_text
from playmat.i18n.message import Message, Term, msg
from playmat.rules.actions import Action, Attack, UseAbility, UseStadium
from playmat.rules.observation import EffectView
from playmat.rules.refusals import Refusal
from playmat.ui.card_text import paint_energy
from playmat.ui.card_view import CardView
from playmat.ui.palette import BY_HAND, ERROR_RED, MUTED_INK
from playmat.ui.playmat.items import CardSpec

#: Pixel size of one Energy symbol in a cost icon.
SYMBOL = 18


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
        self.view = CardView(self)
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
        self._clear_actions()

    def show_card(self, spec: CardSpec, where: str, mine: bool, active: bool) -> None:
        """Show ``spec``'s card; ``mine`` and ``active`` say which buttons it may have. The
        same card with the same moves and reasons (the table after most decisions) is left
        as it is."""
        automation = self._automation(spec.card.id) if spec.card is not None else None
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
        self._clear_actions()
        for move in moves or ():
            self._add_action(move)
        if moves is None or not active or spec.pokemon is None:
            return
        self._label(
            self.tr("Retreat cost {0}: drag it onto a Benched Pokémon.").format(
                spec.pokemon.retreat_cost
            ),
            "note",
        )
        if retreat:
            self._label(retreat, "reason")

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
        title = self.tr("Use {0}").format(card.name)
        why = self._words(reason.message) if reason else ""
        return (Move("stadium", title, effect_text(card), UseStadium(), (), "", False, why),)

    def _clear_actions(self) -> None:
        self.buttons = {}
        while self.moves_layout.count():
            item = self.moves_layout.takeAt(0)
            child = item.widget() if item is not None else None
            if child is not None:
                child.deleteLater()

    def _add_action(self, move: Move) -> None:
        """A button for an Ability or attack, its text under it, a note when Playmat leaves
        that text to the player, and the reason when it can't be used now."""
        button = QPushButton(move.title, self.moves)
        if move.cost:
            icon = cost_icon(move.cost)
            button.setIcon(icon)
            button.setIconSize(icon.availableSizes()[0] if icon.availableSizes() else QSize())
        button.setToolTip(move.text + (f"\n(key {move.shortcut})" if move.shortcut else ""))
        button.setEnabled(not move.reason)
        action = move.action
        button.clicked.connect(lambda: self._act(action))
        self.moves_layout.addWidget(button)
        self.buttons[move.name] = button
        if move.text:
            self._label(move.text, "text")
        if move.by_hand:
            self._label(self._words(msg("card_view.piece_by_hand")), "by_hand")
        if move.reason:
            self._label(move.reason, "reason")

    def _label(self, text: str, kind: str) -> None:
        """A line under the buttons; its kind (its object name) gives its colour."""
        label = QLabel(text, self.moves)
        label.setWordWrap(True)
        label.setObjectName(kind)
        self.moves_layout.addWidget(label)

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
        lines = [f"{pokemon.remaining_hp} of {pokemon.hp} HP left"]
        if pokemon.damage:
            lines[0] += f" ({pokemon.damage} damage)"
        if spec.energy:
            lines.append("Energy: " + ", ".join(card.name for card in spec.energy))
        if spec.tools:
            lines.append("Tool: " + ", ".join(card.name for card in spec.tools))
        if len(pokemon.stack) > 1:
            lines.append("Evolved from " + " → ".join(c.name for c in pokemon.stack[:-1]))
        if pokemon.conditions:
            names = ", ".join(self._words(c.term) for c in pokemon.conditions)
            lines.append("Special Conditions: " + names)
        lines += [self._words(_effect_line(effect)) for effect in pokemon.effects]
        return "\n".join(lines)


def _effect_line(effect: EffectView) -> Message:
    """A lasting effect on the Pokémon and where it comes from ("Big Charm: +30 HP")."""
    if effect.source is None:
        return effect.description
    return msg("card_view.effect_from", source=effect.source, effect=effect.description)
