"""The contract between the engine and card scripts (the effect library in ``playmat.cards``).

Card effects are generators that ``yield`` :class:`~playmat.rules.choices.Choice` objects and
receive the chosen option indices back (ENGINEERING.md). The engine knows scripts only through
these interfaces, so ``rules`` never depends on a particular card.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from playmat.i18n.message import Message
from playmat.rules.always_on import AlwaysOnEffect
from playmat.rules.damage import DamageOptions
from playmat.rules.refusals import Refusal
from playmat.rules.state import InPlay

if TYPE_CHECKING:
    from playmat.cards.model import Attack, Card
    from playmat.rules.game import Game

#: The calculation as the damage steps make it, unchanged by an attack's text (immutable, so
#: one value serves every effect).
PLAIN_DAMAGE = DamageOptions()

#: A procedure that may stop for decisions: yields what it waits for, receives the answer.
Flow = Generator[Any, Any, Any]


@dataclass(slots=True)
class EffectContext:
    """Everything an effect needs while it resolves, and what it found out so far (slotted:
    legality makes one for each card it asks about, on every decision)."""

    game: Game
    #: The player who uses the card, attack or Ability.
    player: int
    #: The card whose text this is (uid).
    source: int
    #: The Pokémon using the attack or Ability, if any.
    pokemon: InPlay | None = None
    attack: Attack | None = None
    #: The Defending Pokémon: the opponent's Active when the attack began.
    defender: InPlay | None = None
    #: The attack's damage to the opponent's Active, worked out by the text (EN II-B-01..B-03).
    base_damage: int | None = None
    #: Results of coin flips made by this effect, True for heads.
    flips: list[bool] = field(default_factory=list)
    #: E-19 "if you do": whether the last optional or conditional step was done.
    did: bool = True
    #: Cards counted by the last step (discarded, chosen, found), for "for each card ..." text.
    counted: int = 0
    #: D-01: the attack does nothing from here on.
    does_nothing: bool = False
    #: The text ends here and its remaining parts are skipped (EN II-C-11: with a full Bench
    #: the attack "ends before looking through your deck", so there is nothing to shuffle).
    ended: bool = False
    #: Damage placed by this attack, by Pokémon in play id (for "the same amount of damage").
    damage_done: dict[int, int] = field(default_factory=dict)
    #: How the text changes the calculation against the Defending Pokémon (EN II-B-06, B-07).
    damage_options: DamageOptions = PLAIN_DAMAGE
    #: The Pokémon the text's last step chose or changed, for a later "that Pokémon" (the one
    #: Energy was just attached to, the one just healed).
    that_pokemon: InPlay | None = None

    @property
    def heads(self) -> int:
        return sum(self.flips)

    @property
    def opponent(self) -> int:
        return 1 - self.player


class AbilityKind(StrEnum):
    #: "Once during your turn, you may ..." (announce-type, EN I-A-02).
    ACTIVATED = "activated"
    #: Always on while in play (EN I-A-02, E-13): provides modifiers.
    PASSIVE = "passive"
    #: "When you play this Pokémon from your hand to evolve ..." (E-05).
    ON_EVOLVE_FROM_HAND = "on_evolve_from_hand"
    #: "When you play this Pokémon from your hand onto your Bench ..., you may" (JA II-E-06,
    #: P-03): offered at once, lost after any other action.
    ON_BENCH_FROM_HAND = "on_bench_from_hand"
    #: "Once during your turn, when this Pokémon moves from your Bench to the Active Spot, you
    #: may": offered as it moves up during its owner's turn (EN II-E-12).
    ON_MOVE_TO_ACTIVE = "on_move_to_active"
    #: "Once during your turn, when this Pokémon moves from the Active Spot to your Bench, you
    #: may": offered as it goes to the Bench during its owner's turn (EN II-E-12).
    ON_MOVE_TO_BENCH = "on_move_to_bench"
    #: Set off by something that happens (its :class:`Trigger`), not announced
    #: (:mod:`playmat.rules.triggers`).
    TRIGGERED = "triggered"


class Trigger(StrEnum):
    """What sets a card's triggered text off (:mod:`playmat.rules.triggers`)."""

    #: E-07: a Special Energy or Pokémon Tool, as its player attaches it from their hand to a
    #: Pokémon ("that Pokémon").
    ATTACHED = "attached"
    #: E-04, JA I-D step 2: the Pokémon (with the Ability, or the card attached to it) is
    #: Knocked Out by damage from an attack of the opponent's Pokémon; it resolves before the
    #: Pokémon and its cards leave play.
    KNOCKED_OUT = "knocked_out"
    #: E-20: at the end of its owner's turn (after any attack), before Pokémon Checkup.
    END_OF_TURN = "end_of_turn"
    #: R-8, E-08: during Pokémon Checkup, after the Special Conditions, before Knock Outs.
    CHECKUP = "checkup"
    #: E-07: whenever the opponent attaches an Energy card from their hand to 1 of their
    #: Pokémon ("that Pokémon").
    OPPONENT_ATTACHES_ENERGY = "opponent_attaches_energy"
    #: Whenever the opponent plays a Pokémon from their hand to evolve 1 of their Pokémon
    #: ("that Pokémon").
    OPPONENT_EVOLVES = "opponent_evolves"
    #: Whenever a player puts a Basic Pokémon onto their Bench during their turn ("that
    #: Pokémon"): a Stadium's, for both players.
    BENCHED = "benched"

    @property
    def whose(self) -> str:
        """Whose cards it sets off, as seen from the player who did what happened: ``own``
        (theirs), ``other`` (their opponent's) or ``both``."""
        if self in (Trigger.OPPONENT_ATTACHES_ENERGY, Trigger.OPPONENT_EVOLVES):
            return "other"
        if self in (Trigger.BENCHED, Trigger.CHECKUP):
            return "both"
        return "own"


class TrainerRole(StrEnum):
    """What a Trainer's text does, as a computer player needs to know it."""

    DRAW = "draw"
    #: The player's attacks do more damage this turn.
    BOOST = "boost"
    HEAL = "heal"
    #: Put Basic Pokémon from the deck onto the Bench.
    BENCH_SEARCH = "bench_search"
    #: Search the deck for cards to put into the hand.
    SEARCH = "search"
    ENERGY_RECOVERY = "energy_recovery"
    SWITCH = "switch"
    #: Costs cards from the hand.
    DISCARD = "discard"


class BoardFacts(Protocol):
    """What an estimate of an attack may look at: only what its player can see."""

    def hand(self) -> Sequence[Card]: ...

    def attached(self) -> Sequence[Card]:
        """The cards attached to the attacking Pokémon."""
        ...

    def defender(self) -> Card | None: ...

    def defender_energy(self) -> int:
        """How much Energy is attached to the Defending Pokémon."""
        ...

    def benched_names(self) -> Sequence[str]:
        """The names of the attacking player's Benched Pokémon."""
        ...


class AttackEffect(Protocol):
    def describe(self) -> Message: ...

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        """Why the attack's own text forbids using it now (``None``: it doesn't)."""
        ...

    @property
    def usable_on_first_turn(self) -> bool:
        """The text lets the player who went first use it on their first turn (R-4)."""
        ...

    def run(self, ctx: EffectContext) -> Flow: ...

    def expected_damage(self, printed: int | None, facts: BoardFacts) -> float:
        """The damage the text makes of the printed number, on average over coin flips,
        before the damage steps (EN I-A-01 step 4a/4b)."""
        ...


class AbilityEffect(Protocol):
    @property
    def kind(self) -> AbilityKind: ...

    @property
    def once_per_turn(self) -> bool:
        """False for an Ability used "as often as you like during your turn"."""
        ...

    def describe(self) -> Message: ...

    def why_not(self, ctx: EffectContext) -> Refusal | None: ...

    def run(self, ctx: EffectContext) -> Flow: ...

    @property
    def one_per_name(self) -> bool:
        """EN II-E-14: only one use a turn of an Ability of this name, by any Pokémon."""
        ...

    @property
    def harms_user(self) -> bool:
        """Using it costs more than a computer player can weigh (its Pokémon Knocked Out)."""
        ...

    @property
    def always_on(self) -> Sequence[AlwaysOnEffect]:
        """What an always-on Ability does while its Pokémon is in play (EN I-A-02)."""
        ...

    @property
    def trigger(self) -> Trigger | None:
        """What sets a triggered Ability off (None for any other kind)."""
        ...

    @property
    def optional(self) -> bool:
        """A triggered text its owner "may" resolve (asked each time)."""
        ...


class TriggeredEffect(Protocol):
    """Text a card in play resolves when its trigger happens (:mod:`playmat.rules.triggers`):
    a triggered Ability, or a Pokémon Tool's, Special Energy's or Stadium's."""

    @property
    def trigger(self) -> Trigger | None: ...

    @property
    def optional(self) -> bool: ...

    @property
    def one_per_name(self) -> bool:
        """EN II-E-15: "The effect of ... doesn't stack": one of its name resolves at a time."""
        ...

    def describe(self) -> Message: ...

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        """Why the text's own condition keeps it from resolving now (``None``: it resolves)."""
        ...

    def run(self, ctx: EffectContext) -> Flow: ...


class TrainerEffect(Protocol):
    def describe(self) -> Message: ...

    @property
    def usable_on_first_turn(self) -> bool:
        """The text lets a Supporter be played on the first player's first turn (R-4)."""
        ...

    def why_not(self, ctx: EffectContext) -> Refusal | None: ...

    def run(self, ctx: EffectContext) -> Flow: ...

    def roles(self) -> frozenset[TrainerRole]: ...


@dataclass(frozen=True)
class CardScript:
    """The automated text of one card: attack effects by attack index, Ability effects by
    Ability index, the effect of a Trainer, and what a Pokémon Tool, a Special Energy or a
    Stadium does while it is in play and when something sets it off."""

    attacks: Mapping[int, AttackEffect] = field(default_factory=dict)
    abilities: Mapping[int, AbilityEffect] = field(default_factory=dict)
    trainer: TrainerEffect | None = None
    in_play: Sequence[AlwaysOnEffect] = ()
    #: What a Pokémon Tool, a Special Energy or a Stadium does when its trigger happens.
    triggers: Sequence[TriggeredEffect] = ()
    #: What a Stadium lets each player do once during their turn (EN I-B-03).
    stadium: TrainerEffect | None = None


class ScriptSource(Protocol):
    def script(self, card_id: str) -> CardScript | None: ...


@dataclass(frozen=True)
class AwaitAction:
    """Yielded by the game flow when it waits for the player's next action in their turn."""

    player: int


#: What the flow yields while it waits for each player's action (one value each: it is data).
AWAIT_ACTION = (AwaitAction(0), AwaitAction(1))
