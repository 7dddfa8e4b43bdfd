"""What a gesture on the table means: a drop becomes an action for the engine, or picks an
option of the pending choice, or is explained as meaningless.

Pure functions of the viewer's observation, so the legality of what they produce stays the
engine's business (the controller asks ``why_not``) and the mapping is easy to test. A drop
that means nothing is explained by a message (``board.*``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from playmat.cards.model import Card
from playmat.i18n.message import Message, msg
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
)
from playmat.rules.choices import Purpose
from playmat.rules.observation import CardView, ChoiceView, Observation

Key = tuple[Any, ...]
#: The card data of a card an observation names, by database id.
CardLookup = Callable[[str], Card]
#: The felt between the zones: a Basic Pokémon or a Trainer dropped there is played, but it is
#: never lit as a place to drop.
BARE_TABLE: Key = ("board",)
#: The Stadium spot, where Trainers are played.
PLAY_AREA: Key = ("zone", None, "stadium")
#: Choices whose options are the viewer's Prize cards, by position.
PRIZE_PURPOSES = (Purpose.TAKE_PRIZE, Purpose.LOOK_AT_PRIZE)


@dataclass(frozen=True)
class Intent:
    """The meaning of a drop: an action to try, an option to pick, a reason it means nothing,
    or none of them (the card went back where it was)."""

    action: Action | None = None
    pick: int | None = None
    reason: Message | None = None


NOTHING = Intent()


def hand_card(observation: Observation, handle: int) -> CardView | None:
    return next(
        (c for c in observation.me.hand if isinstance(c, CardView) and c.handle == handle), None
    )


def drop_intent(observation: Observation, cards: CardLookup, source: Key, target: Key) -> Intent:
    """What dropping the card ``source`` on ``target`` means now."""
    viewer = observation.viewer
    if target == ("zone", viewer, "hand") or source == target:
        return NOTHING
    if observation.awaiting != viewer or observation.winner is not None:
        return Intent(reason=msg("board.not_your_decision"))
    choice = observation.choice
    if choice is not None:
        return _choice_drop(observation, choice, source, target)
    if source[0] == "hand":
        ref = hand_card(observation, source[1])
        if ref is None:
            return NOTHING
        return _hand_drop(observation, cards(ref.id), source[1], target)
    if source[0] == "pokemon":
        return _active_drop(observation, cards, source[1], target)
    return NOTHING


def _hand_drop(observation: Observation, card: Card, handle: int, target: Key) -> Intent:
    viewer = observation.viewer
    on_pokemon = target[0] == "pokemon"
    if card.is_pokemon:
        if card.evolves_from is not None:
            if on_pokemon:
                return Intent(Evolve(handle, target[1]))
            return Intent(
                reason=msg("board.drop_evolution", card=card.named, evolves_from=card.evolves_from)
            )
        benched = {p.id for p in observation.me.bench}
        if target in (("zone", viewer, "bench"), BARE_TABLE) or (
            on_pokemon and target[1] in benched
        ):
            return Intent(PlayBasic(handle))
        return Intent(reason=msg("board.drop_basic", card=card.named))
    if card.is_energy:
        if on_pokemon:
            return Intent(AttachEnergy(handle, target[1]))
        return Intent(reason=msg("board.drop_energy", card=card.named))
    if any(s.startswith("Pokémon Tool") for s in card.subtypes):
        if on_pokemon:
            return Intent(PlayTrainer(handle, target[1]))
        return Intent(reason=msg("board.drop_tool", card=card.named))
    if target in (BARE_TABLE, PLAY_AREA):
        return Intent(PlayTrainer(handle))
    return Intent(reason=msg("board.drop_trainer", card=card.named))


def _active_drop(
    observation: Observation, cards: CardLookup, pokemon_id: int, target: Key
) -> Intent:
    viewer = observation.viewer
    mine = observation.me
    active = mine.active
    if active is None or active.id != pokemon_id or active.card is None:
        return Intent(reason=msg("board.only_active_moves"))
    name = cards(active.card.id).named
    benched = [p.id for p in mine.bench]
    if target[0] == "pokemon" and target[1] in benched:
        return Intent(Retreat(target[1]))
    if target == ("zone", viewer, "bench"):
        if len(benched) == 1:
            return Intent(Retreat(benched[0]))
        if not benched:
            return Intent(reason=msg("board.retreat_nobody", pokemon=name))
        return Intent(reason=msg("board.retreat_onto_benched", pokemon=name))
    if target == ("zone", viewer, "active"):
        return NOTHING
    return Intent(reason=msg("board.retreat_how", pokemon=name))


def _choice_drop(observation: Observation, choice: ChoiceView, source: Key, target: Key) -> Intent:
    viewer = observation.viewer
    keys = option_keys(observation, choice)
    if source not in keys:
        return Intent(reason=msg("board.answer_first", prompt=choice.prompt))
    index = keys.index(source)
    if choice.purpose is Purpose.SETUP_ACTIVE:
        if target == ("zone", viewer, "active"):
            return Intent(Answer((index,)))
        return Intent(reason=msg("board.drop_active"))
    if choice.purpose is Purpose.SETUP_BENCH:
        benched = {p.id for p in observation.me.bench}
        if target == ("zone", viewer, "bench") or (target[0] == "pokemon" and target[1] in benched):
            return Intent(pick=index)
        return Intent(reason=msg("board.drop_setup_bench"))
    return Intent(reason=msg("board.click_to_choose", prompt=choice.prompt))


def option_keys(observation: Observation, choice: ChoiceView) -> list[Key | None]:
    """The item on the table that stands for each option of the viewer's choice, if any."""
    viewer = observation.viewer
    in_hand = {c.handle for c in observation.me.hand}
    keys: list[Key | None] = []
    for option in choice.options:
        if option.pokemon is not None:
            keys.append(("pokemon", option.pokemon))
        elif option.card is not None and option.card.handle in in_hand:
            keys.append(("hand", option.card.handle))
        elif choice.purpose in PRIZE_PURPOSES and isinstance(option.value, int):
            keys.append(("prize", viewer, option.value))
        else:
            keys.append(None)
    return keys


def answered_on_table(observation: Observation, choice: ChoiceView) -> bool:
    """Can every option be picked on the table itself (else a dialog or buttons ask)?"""
    keys = option_keys(observation, choice)
    return bool(keys) and all(key is not None for key in keys)
