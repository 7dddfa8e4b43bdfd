"""Actions: the intents a player can send to the game. Plain, typed data; their JSON form is
:mod:`playmat.rules.wire`'s.

A game is a pure function of (rule set, decks, seed, the list of decisions); a decision is an
action or an :class:`Answer` to a pending choice. Cards are named by their handle in the
player's observation, Pokémon in play by their id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Action:
    type: ClassVar[str] = ""


@dataclass(frozen=True)
class PlayBasic(Action):
    """Put a Basic Pokémon from hand onto the Bench (EN I-A-04)."""

    type: ClassVar[str] = "play_basic"
    card: int


@dataclass(frozen=True)
class Evolve(Action):
    """Play an Evolution card from hand onto a Pokémon in play (EN I-A-05)."""

    type: ClassVar[str] = "evolve"
    card: int
    target: int


@dataclass(frozen=True)
class AttachEnergy(Action):
    """Attach an Energy card from hand to one of your Pokémon, once per turn (EN I-C)."""

    type: ClassVar[str] = "attach_energy"
    card: int
    target: int


@dataclass(frozen=True)
class PlayTrainer(Action):
    """Play a Trainer card from hand (EN I-B); a Pokémon Tool names the Pokémon it goes on."""

    type: ClassVar[str] = "play_trainer"
    card: int
    target: int | None = None


@dataclass(frozen=True)
class Retreat(Action):
    """Retreat the Active Pokémon and bring up the named Benched Pokémon (EN I-A-03)."""

    type: ClassVar[str] = "retreat"
    new_active: int


@dataclass(frozen=True)
class UseAbility(Action):
    """Use an announce-type Ability of a Pokémon in play (EN I-A-02)."""

    type: ClassVar[str] = "use_ability"
    pokemon: int
    ability: int


@dataclass(frozen=True)
class UseStadium(Action):
    """Use the Stadium in play, as its text lets each player once during their turn (EN
    I-B-03: "Once during each player's turn, that player may ...")."""

    type: ClassVar[str] = "use_stadium"


@dataclass(frozen=True)
class Attack(Action):
    """Use an attack of the Active Pokémon; it ends the turn (EN I-A-01)."""

    type: ClassVar[str] = "attack"
    attack: int


@dataclass(frozen=True)
class EndTurn(Action):
    type: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Concede(Action):
    type: ClassVar[str] = "concede"


@dataclass(frozen=True)
class Answer(Action):
    """The answer to the pending choice: the indices of the chosen options."""

    type: ClassVar[str] = "answer"
    choices: tuple[int, ...]


@dataclass(frozen=True)
class Manual(Action):
    """A logged manual tool for card text that is not automated (issue: manual tools).

    ``tool`` is one of :data:`MANUAL_TOOLS`; the other fields are used as that tool needs.
    """

    type: ClassVar[str] = "manual"
    tool: str
    card: int | None = None
    pokemon: int | None = None
    zone: str | None = None
    amount: int = 0
    condition: str | None = None


MANUAL_TOOLS = (
    "move_card",  # card -> zone ("hand", "deck_top", "deck_bottom", "discard", "lost_zone")
    "add_damage",  # pokemon, amount (in damage, multiples of 10)
    "remove_damage",
    "add_condition",  # pokemon, condition
    "remove_condition",
    "flip_coin",
    "shuffle_deck",
    "draw",  # amount
)

ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (
        PlayBasic,
        Evolve,
        AttachEnergy,
        PlayTrainer,
        Retreat,
        UseAbility,
        UseStadium,
        Attack,
        EndTurn,
        Concede,
        Answer,
        Manual,
    )
}
