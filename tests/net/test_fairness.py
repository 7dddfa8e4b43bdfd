"""Fair shuffles by commit and reveal: the seed comes from the host's secret and the guest's
nonce; at the end the guest replays the whole game and compares every step with what it was
shown. A changed shuffle, a wrong secret or a decision the guest never made fails the audit,
naming the first step that differs."""

from __future__ import annotations

from dataclasses import replace

from tampering import TamperedChance

from playmat.ai.bots import RandomBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import Reader
from playmat.net.fairness import (
    LogChain,
    Sealed,
    Witness,
    audit,
    commitment,
    game_seed,
    state_hash,
)
from playmat.net.messages import Reveal
from playmat.play.games import scripts_for
from playmat.rules.actions import EndTurn
from playmat.rules.chance import chance_for
from playmat.rules.game import Game
from playmat.rules.records import UID_VERSION
from playmat.rules.ruleset import STANDARD

READER = Reader()
SECRET = bytes(range(32))
NONCE = b"guest nonce of sixteen+ bytes"
GUEST = 1


def _played(
    decks: dict[str, list[Card]], store: CardStore, *, tampered: bool = False
) -> tuple[Game, Sealed, Reveal, Witness]:
    """A game between random bots as the host would run it, with what the guest (seat 2) saw
    after every decision."""
    host_deck, guest_deck = decks["Forest Shadow"], decks["Roaring Heat"]
    seed = game_seed(SECRET, NONCE)
    chance = chance_for(seed)
    game = Game(
        (host_deck, guest_deck),
        seed,
        STANDARD,
        scripts=scripts_for([*host_deck, *guest_deck], store),
        chance=TamperedChance(chance) if tampered else chance,
    )
    witness, log = Witness(), LogChain()
    bots = (RandomBot(1), RandomBot(2))
    while True:
        log.follow(game.log_for(GUEST))
        witness.saw(len(game.decisions), game.observation(GUEST), log)
        if game.over:
            break
        player = game.decider
        assert player is not None
        action = bots[player].choose(game, player)
        if player == GUEST:
            witness.decided(len(game.decisions), action)
        game.apply(action, player)
    host_ids = tuple(card.id for card in host_deck)
    sealed = Sealed(
        commitment(SECRET, host_ids), NONCE, GUEST, STANDARD, tuple(c.id for c in guest_deck)
    )
    revealed = Reveal(
        SECRET.hex(),
        host_ids,
        tuple(game.decisions),
        game.chance.version,
        UID_VERSION,
        state_hash(game),
    )
    return game, sealed, revealed, witness


def _audit(store: CardStore, sealed: Sealed, revealed: Reveal, witness: Witness):
    ids = {*revealed.host_deck, *sealed.guest_deck}
    return audit(
        sealed, revealed, witness, store.get_many(ids), lambda cards: scripts_for(cards, store)
    )


def test_the_commitment_binds_the_secret_and_the_hosts_deck() -> None:
    deck = ("sm1-1", "sm1-2")
    assert commitment(SECRET, deck) == commitment(SECRET, deck)
    assert commitment(SECRET, deck) != commitment(bytes(32), deck)
    assert commitment(SECRET, deck) != commitment(SECRET, ("sm1-2", "sm1-1"))


def test_the_seed_needs_both_the_secret_and_the_nonce() -> None:
    seeds = {
        game_seed(SECRET, NONCE),
        game_seed(bytes(32), NONCE),
        game_seed(SECRET, b"another nonce of many bytes"),
    }
    assert len(seeds) == 3


def test_an_honest_game_passes_the_audit(
    starter_decks: dict[str, list[Card]], card_store: CardStore
) -> None:
    game, sealed, revealed, witness = _played(starter_decks, card_store)
    result = _audit(card_store, sealed, revealed, witness)
    assert result.passed, READER.render(result.detail)
    assert result.state_hash == state_hash(game)
    shuffles = sum(1 for e in game.events if e.kind == "shuffle")
    coins = sum(1 for e in game.events if e.kind == "coin")
    assert READER.render(result.detail) == (
        f"Shuffles and coin flips verified: {len(game.decisions)} decisions replayed, with "
        f"{shuffles} shuffles and {coins} coin flips, exactly as the host showed them."
    )


def test_a_tampered_shuffle_fails_the_audit_at_the_first_step_that_differs(
    starter_decks: dict[str, list[Card]], card_store: CardStore
) -> None:
    _, sealed, revealed, witness = _played(starter_decks, card_store, tampered=True)
    result = _audit(card_store, sealed, revealed, witness)
    assert not result.passed
    # The guest's own deck was turned over at setup: the hand it drew after the first decision
    # (going first or second) is not the seed's. Worded on the guest's screen:
    assert Reader(you=GUEST).render(result.detail) == (
        "Audit failed after decision 1: replayed, your hand differs from what you were shown."
    )
    # And on the host's screen, where the guest's Playmat sends its verdict:
    assert Reader(you=1 - GUEST).render(result.detail) == (
        "Audit failed after decision 1: replayed, Player 2's hand differs from what Player 2 "
        "was shown."
    )


def test_a_secret_other_than_the_committed_one_fails_the_audit(
    starter_decks: dict[str, list[Card]], card_store: CardStore
) -> None:
    _, sealed, revealed, witness = _played(starter_decks, card_store)
    result = _audit(card_store, sealed, replace(revealed, secret=bytes(32).hex()), witness)
    assert not result.passed
    assert READER.render(result.detail).startswith(
        "Audit failed: the secret the host revealed is not the one it committed to"
    )


def test_a_decision_the_guest_never_made_fails_the_audit(
    starter_decks: dict[str, list[Card]], card_store: CardStore
) -> None:
    _, sealed, revealed, witness = _played(starter_decks, card_store)
    step = max(s for s in witness.decisions if witness.decisions[s] != EndTurn())
    witness.decisions[step] = EndTurn()
    result = _audit(card_store, sealed, revealed, witness)
    assert not result.passed
    assert Reader(you=GUEST).render(result.detail) == (
        f"Audit failed at decision {step + 1}: the host's record holds a decision you never made."
    )


def test_a_changed_final_state_fails_the_audit(
    starter_decks: dict[str, list[Card]], card_store: CardStore
) -> None:
    _, sealed, revealed, witness = _played(starter_decks, card_store)
    result = _audit(card_store, sealed, replace(revealed, state_hash="0" * 32), witness)
    assert not result.passed
    assert "ends in another state" in READER.render(result.detail)
