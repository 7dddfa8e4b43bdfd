"""The mutable state of one game: zones, Pokémon in play, per-turn flags.

The state is plain data. Only :mod:`playmat.rules.game` and the procedures it runs change it;
views read it through :func:`playmat.rules.observation.observe`.

Identity: every physical card has a ``uid`` (player 0 owns ``0..n-1``, player 1 the next ``n``),
and a new one each time it enters a hand, a deck or the Prize cards (:meth:`GameState.renew`).
A Pokémon in play is an :class:`InPlay` with its own ``id``, new each time it comes into play, so
that "a Pokémon that left play and came back is a new Pokémon" (JA II-E-12) holds by construction.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from enum import StrEnum

from playmat.cards.model import Card
from playmat.cards.rule_box import break_card, is_break
from playmat.i18n.message import Message, Term
from playmat.rules.modifiers import Modifier

_T = typing.TypeVar("_T")


class Condition(StrEnum):
    """Special Conditions (KO special-condition pages, R-7)."""

    ASLEEP = "Asleep"
    BURNED = "Burned"
    CONFUSED = "Confused"
    PARALYZED = "Paralyzed"
    POISONED = "Poisoned"

    @property
    def term(self) -> Term:
        """The condition as a word of the catalogue (``condition.asleep``)."""
        return _CONDITION_TERMS[self]


_CONDITION_TERMS = {c: Term(f"condition.{c.value.lower()}") for c in Condition}

#: R-7: these three replace one another; Poisoned and Burned stack with everything.
ROTATION_CONDITIONS = frozenset({Condition.ASLEEP, Condition.CONFUSED, Condition.PARALYZED})


class Phase(StrEnum):
    SETUP = "setup"
    TURN = "turn"
    CHECKUP = "checkup"
    OVER = "over"


@dataclass
class InPlay:
    """One Pokémon in play: its stack of cards and everything attached to it."""

    id: int
    owner: int
    #: Bottom to top; the top card is the Pokémon's current card (I-A-05).
    stack: list[int]
    energy: list[int] = field(default_factory=list)
    tools: list[int] = field(default_factory=list)
    damage: int = 0
    conditions: set[Condition] = field(default_factory=set)
    #: Damage counters Poison and Burn put at Checkup on this Pokémon (E-16, E-28).
    poison_counters: int = 1
    burn_counters: int = 2
    #: The turn it came into play, evolved or devolved; it can't evolve again that turn (A-05).
    changed_turn: int = 0
    #: Effects it has received (removed when it goes to the Bench, evolves or leaves play).
    effects: list[Modifier] = field(default_factory=list)
    #: Knocked Out by an effect rather than by damage ("this Pokémon is Knocked Out", D-16).
    knocked_out: bool = False
    #: The turn it last moved from the Bench to the Active Spot ("if this Pokémon moved from
    #: your Bench to the Active Spot this turn"); 0 if never.
    moved_up_turn: int = 0
    #: The turn damage was last healed from it ("if this Pokémon was healed during this
    #: turn"); 0 if never.
    healed_turn: int = 0

    @property
    def top(self) -> int:
        return self.stack[-1]

    def all_cards(self) -> list[int]:
        return [*self.stack, *self.energy, *self.tools]


@dataclass(frozen=True)
class UsedAttack:
    """An attack a player used (it counts as used: not one that failed, R-9, D-01), for texts
    that ask what happened during that player's last turn."""

    turn: int
    #: The Pokémon in play that used it, and its top card as it did.
    pokemon: int
    card: Card
    name: str


@dataclass
class PlayerState:
    index: int
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    prizes: list[int] = field(default_factory=list)
    lost_zone: list[int] = field(default_factory=list)
    active: InPlay | None = None
    bench: list[InPlay] = field(default_factory=list)
    #: Effects on the player rather than a Pokémon (C-19), e.g. Professor Kukui's bonus.
    effects: list[Modifier] = field(default_factory=list)
    mulligans: int = 0
    gx_used: bool = False
    vstar_used: bool = False
    #: Prize cards this player has looked at (C-20), by uid.
    known_prizes: set[int] = field(default_factory=set)
    #: The last turn in which one of this player's Pokémon was Knocked Out (EN II-E-11); 0 if
    #: none was.
    knocked_out_turn: int = 0
    #: The last turn in which any of this player's Pokémon were Knocked Out by damage from an
    #: attack (E-11: "Knocked Out by damage from an attack"), and their top cards.
    attack_knock_out_turn: int = 0
    attack_knock_outs: tuple[Card, ...] = ()
    #: The last attack this player used.
    last_attack: UsedAttack | None = None

    def in_play(self) -> list[InPlay]:
        return ([self.active] if self.active else []) + self.bench


@dataclass
class TurnFlags:
    """What the player whose turn it is has done this turn (R-5)."""

    energy_attached: bool = False
    supporter_played: bool = False
    #: The Supporter card played this turn (E-25: what kind it was).
    supporter: Card | None = None
    stadium_played: bool = False
    #: The Stadium in play was used this turn (EN I-B-03: once during each player's turn).
    stadium_used: bool = False
    retreated: bool = False
    #: (Pokémon in play id, Ability name) pairs used this turn (E-12).
    abilities_used: set[tuple[int, str]] = field(default_factory=set)
    #: A card's text said "Your turn ends": the turn ends once that card is done.
    turn_ends: bool = False

    def ability_name_used(self, name: str) -> bool:
        """Has any Pokémon used an Ability of this name this turn (EN II-E-14)?"""
        return any(used == name for _, used in self.abilities_used)


@dataclass
class GameState:
    cards: dict[int, Card]
    owners: dict[int, int]
    players: tuple[PlayerState, PlayerState]
    phase: Phase = Phase.SETUP
    turn: int = 0
    current: int = 0
    first_player: int = 0
    #: The shared Stadium zone: at most one card.
    stadium: list[int] = field(default_factory=list)
    #: A Trainer card being played: it belongs to no zone until it is discarded (EN I-B).
    resolving: list[int] = field(default_factory=list)
    flags: TurnFlags = field(default_factory=TurnFlags)
    next_in_play_id: int = 1
    #: The next card uid to hand out (:meth:`renew`).
    next_uid: int = 0
    #: Cards get new uids in hidden zones (saves made before that kept one uid per card).
    renews_uids: bool = True
    #: ``None`` while playing; then 0 or 1 for a winner, or ``-1`` for a tie.
    winner: int | None = None
    #: Why the game ended, once it has.
    end_reason: Message | None = None

    def __post_init__(self) -> None:
        self.next_uid = max(self.next_uid, max(self.cards, default=-1) + 1)

    def card(self, uid: int) -> Card:
        return self.cards[uid]

    def renew(self, uid: int) -> int:
        """Give the card ``uid`` a new uid, as it enters a hand, a deck or the Prize cards:
        the uid is the card's handle in observations, and a new one means no one can follow
        the card through the hidden zone. Returns the new uid; the caller puts it where the
        card goes. (A game from a save made before this keeps its uids, as it was played.)"""
        if not self.renews_uids:
            return uid
        new = self.next_uid
        self.next_uid += 1
        self.cards[new] = self.cards.pop(uid)
        self.owners[new] = self.owners.pop(uid)
        return new

    def owner(self, uid: int) -> int:
        return self.owners[uid]

    def opponent(self, player: int) -> int:
        return 1 - player

    def pokemon(self, in_play_id: int) -> InPlay | None:
        for player in self.players:
            active = player.active
            if active is not None and active.id == in_play_id:
                return active
            for pokemon in player.bench:
                if pokemon.id == in_play_id:
                    return pokemon
        return None

    def is_first_turn_of(self, player: int) -> bool:
        """Is it ``player``'s first turn (turn 1 for the first player, 2 for the second)?"""
        return self.current == player and self.turn <= 2

    def top_card(self, pokemon: InPlay) -> Card:
        """The card the Pokémon is: its top card (a Pokémon BREAK with what it retains of the
        card under it, :func:`~playmat.cards.rule_box.played_card`)."""
        card = self.cards[pokemon.stack[-1]]
        if len(pokemon.stack) > 1 and is_break(card):
            return break_card(card, self.cards[pokemon.stack[-2]])
        return card

    def printed_hp(self, pokemon: InPlay) -> int:
        """The HP printed on the top card; effects may change it (:meth:`Game.max_hp`)."""
        return self.cards[pokemon.stack[-1]].hp or 0


def copy_state(state: GameState) -> GameState:
    """A copy of the whole state that shares nothing that changes: every list, set and dict,
    every Pokémon in play and player is its own; cards and modifiers, which never change, are
    shared. (:meth:`playmat.rules.game.Game.clone` is built on it.)"""
    return _copy(state)


#: How each class of the state is copied: the names of its fields that hold a container of
#: plain values, one state object, or a container of state objects. Worked out from the
#: dataclass fields' types once per class, so a field added later is copied rightly too.
_Plan = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
_PLANS: dict[type, _Plan] = {}


def _copy(obj: _T) -> _T:
    kind = type(obj)
    plan = _PLANS.get(kind) or _plan(kind)
    new = object.__new__(kind)
    values = obj.__dict__.copy()
    containers, objects, of_objects = plan
    for name in containers:
        values[name] = values[name].copy()
    for name in objects:
        value = values[name]
        if value is not None:
            values[name] = _copy(value)
    for name in of_objects:
        value = values[name]
        values[name] = type(value)(_copy(item) for item in value)
    new.__dict__ = values
    return new


def _plan(kind: type) -> _Plan:
    hints = typing.get_type_hints(kind)
    containers: list[str] = []
    objects: list[str] = []
    of_objects: list[str] = []
    for spec in dataclasses.fields(kind):
        hint = hints[spec.name]
        inner = typing.get_args(hint)
        if _is_state(hint) or (inner and any(_is_state(arg) for arg in inner)):
            is_container = typing.get_origin(hint) in (list, tuple, set, dict)
            (of_objects if is_container else objects).append(spec.name)
        elif typing.get_origin(hint) in (list, set, dict):
            containers.append(spec.name)
    plan = _PLANS[kind] = (tuple(containers), tuple(objects), tuple(of_objects))
    return plan


def _is_state(hint: object) -> bool:
    return hint in (InPlay, PlayerState, TurnFlags, GameState)
