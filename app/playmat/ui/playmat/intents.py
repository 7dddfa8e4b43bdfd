"""What a gesture on the table means: a drop becomes an action for the engine, or picks an
option of the pending choice, or is explained as meaningless.

Pure functions of the viewer's observation, so the legality of what they produce stays the
engine's business (the controller asks ``why_illegal``) and the mapping is easy to test.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from playmat.cards.model import Card
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
)

Key = tuple[Any, ...]
#: Choices whose options are the viewer's Prize cards, by position.
PRIZE_PURPOSES = ("take_prize", "look_at_prize")


@dataclass(frozen=True)
class Intent:
    """The meaning of a drop: an action to try, an option to pick, a reason it means nothing,
    or none of them (the card went back where it was)."""

    action: Action | None = None
    pick: int | None = None
    reason: str | None = None


NOTHING = Intent()


def hand_card(observation: Mapping[str, Any], uid: int) -> Mapping[str, Any] | None:
    hand = observation["players"][observation["viewer"]]["hand"]
    return next((c for c in hand if c["uid"] == uid), None)


def drop_intent(
    observation: Mapping[str, Any], cards: Mapping[str, Card], source: Key, target: Key
) -> Intent:
    """What dropping the card ``source`` on ``target`` means now."""
    viewer = observation["viewer"]
    if target == ("zone", viewer, "hand") or source == target:
        return NOTHING
    if observation["awaiting"] != viewer or observation["winner"] is not None:
        return Intent(reason="Wait: it is not your turn to decide.")
    choice = observation["choice"]
    if choice is not None:
        return _choice_drop(observation, choice, source, target)
    if source[0] == "hand":
        ref = hand_card(observation, source[1])
        if ref is None:
            return NOTHING
        return _hand_drop(observation, cards[ref["id"]], source[1], target)
    if source[0] == "pokemon":
        return _active_drop(observation, cards, source[1], target)
    return NOTHING


def _hand_drop(observation: Mapping[str, Any], card: Card, uid: int, target: Key) -> Intent:
    viewer = observation["viewer"]
    on_pokemon = target[0] == "pokemon"
    if card.is_pokemon:
        if card.evolves_from is not None:
            if on_pokemon:
                return Intent(Evolve(uid, target[1]))
            return Intent(
                reason=f"Drop {card.name} onto the Pokémon it evolves from ({card.evolves_from})."
            )
        benched = {p["id"] for p in observation["players"][viewer]["bench"]}
        if target in (("zone", viewer, "bench"), ("board",)) or (
            on_pokemon and target[1] in benched
        ):
            return Intent(PlayBasic(uid))
        return Intent(reason=f"Put {card.name} onto your Bench.")
    if card.is_energy:
        if on_pokemon:
            return Intent(AttachEnergy(uid, target[1]))
        return Intent(reason=f"Drop {card.name} onto the Pokémon you attach it to.")
    if any(s.startswith("Pokémon Tool") for s in card.subtypes):
        if on_pokemon:
            return Intent(PlayTrainer(uid, target[1]))
        return Intent(reason=f"Drop {card.name} onto the Pokémon that gets it.")
    return Intent(PlayTrainer(uid))


def _active_drop(
    observation: Mapping[str, Any], cards: Mapping[str, Card], pokemon_id: int, target: Key
) -> Intent:
    viewer = observation["viewer"]
    mine = observation["players"][viewer]
    active = mine["active"]
    if active is None or active["id"] != pokemon_id:
        return Intent(reason="Only your Active Pokémon moves: drag it onto your Bench to retreat.")
    name = cards[active["card"]["id"]].name
    benched = [p["id"] for p in mine["bench"]]
    if target[0] == "pokemon" and target[1] in benched:
        return Intent(Retreat(target[1]))
    if target == ("zone", viewer, "bench"):
        if len(benched) == 1:
            return Intent(Retreat(benched[0]))
        if not benched:
            return Intent(reason=f"{name} can't retreat: you have no Benched Pokémon.")
        return Intent(reason=f"Drop {name} onto the Benched Pokémon that takes its place.")
    if target == ("zone", viewer, "active"):
        return NOTHING
    return Intent(reason=f"To retreat, drag {name} onto one of your Benched Pokémon.")


def _choice_drop(
    observation: Mapping[str, Any], choice: Mapping[str, Any], source: Key, target: Key
) -> Intent:
    viewer = observation["viewer"]
    keys = option_keys(observation, choice)
    if source not in keys:
        return Intent(reason=f"First answer: {choice['prompt']}")
    index = keys.index(source)
    if choice["purpose"] == "setup_active":
        if target == ("zone", viewer, "active"):
            return Intent(Answer((index,)))
        return Intent(reason="Drop your Active Pokémon onto the Active Spot.")
    if choice["purpose"] == "setup_bench":
        benched = {p["id"] for p in observation["players"][viewer]["bench"]}
        if target == ("zone", viewer, "bench") or (target[0] == "pokemon" and target[1] in benched):
            return Intent(pick=index)
        return Intent(reason="Put these onto your Bench (or click them), then press Done.")
    return Intent(reason=f"Click the cards to choose them: {choice['prompt']}")


def option_keys(observation: Mapping[str, Any], choice: Mapping[str, Any]) -> list[Key | None]:
    """The item on the table that stands for each option of the viewer's choice, if any."""
    viewer = observation["viewer"]
    options = choice["options"]
    if not isinstance(options, list):
        return []
    in_hand = {c["uid"] for c in observation["players"][viewer]["hand"]}
    keys: list[Key | None] = []
    for option in options:
        if option["pokemon"] is not None:
            keys.append(("pokemon", option["pokemon"]))
        elif option["card"] is not None and option["card"] in in_hand:
            keys.append(("hand", option["card"]))
        elif choice["purpose"] in PRIZE_PURPOSES and isinstance(option["value"], int):
            keys.append(("prize", viewer, option["value"]))
        else:
            keys.append(None)
    return keys


def answered_on_table(observation: Mapping[str, Any], choice: Mapping[str, Any]) -> bool:
    """Can every option be picked on the table itself (else a dialog or buttons ask)?"""
    keys = option_keys(observation, choice)
    return bool(keys) and all(key is not None for key in keys)
