"""Speed of printing: the proxy PDF of a 60-card deck, from card data to file.

Not part of the default run; run with ``python -m pytest -m benchmark -s tests/benchmarks``.
The aim (under 5 s) is printed beside the number rather than asserted, because timings depend
on the machine; the test checks that the file was made.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.cards.starter import starter_cards, starter_decks
from playmat.printing.paper import A4
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document

pytestmark = pytest.mark.benchmark

AIM_S = 5.0


def _deck() -> list[tuple[Card, int]]:
    cards = {card.id: card for card in starter_cards()}
    return [(cards[card_id], count) for card_id, count in starter_decks()[0].cards]


def _sixty_different() -> list[tuple[Card, int]]:
    """The worst case: 60 different cards, each drawn once (the whole starter set, repeated
    under new ids where it has fewer)."""
    pool = starter_cards()
    return [(replace(pool[n % len(pool)], id=f"bench-{n}"), 1) for n in range(60)]


@pytest.mark.parametrize(
    ("label", "entries"), [("starter deck", _deck()), ("60 different cards", _sixty_different())]
)
def test_proxy_pdf_of_a_60_card_deck(
    label: str, entries: list[tuple[Card, int]], tmp_path: Path
) -> None:
    output = tmp_path / "proxies.pdf"
    start = time.perf_counter()
    document = proxy_document(entries, ProxyOptions(paper=A4))
    drawn = time.perf_counter()
    write_pdf(document, output)
    done = time.perf_counter()
    print(
        f"\n{label}: {len(document.images)} faces drawn in {drawn - start:.2f} s, "
        f"PDF written in {done - drawn:.2f} s, total {done - start:.2f} s "
        f"(aim < {AIM_S:.0f} s), {output.stat().st_size / 1e6:.1f} MB"
    )
    assert len(document.pages) == 7 and output.stat().st_size > 0
