"""Printing in Japanese, Traditional Chinese and Korean: the proxies' and the registration
sheet's labels read back from the PDF in the language, set in the embedded font of that
language; the cards stay 63 x 88 mm and the registration sheet keeps its layout."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from pdf_reading import embedded_fonts, pdf_text, read_pdf
from print_fixtures import Entries

from playmat.i18n.language import set_language
from playmat.printing.page import Line, Rectangle
from playmat.printing.paper import A4
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document
from playmat.printing.registration import Player, registration
from playmat.printing.registration_layout import registration_document

#: What each language prints on a proxy (the stats' labels and the PROXY mark), and its font.
PROXY_WORDS = {
    "ja": (["弱点", "抵抗力", "にげる", "プロキシ", "2進化"], "NotoSansCJKjp-Regular"),
    "zh-TW": (["弱點", "抵抗力", "撤退", "代用卡", "2階進化"], "NotoSansCJKtc-Regular"),
    "ko": (["약점", "저항력", "후퇴", "프록시", "2진화"], "NotoSansCJKkr-Regular"),
}
SHEET_WORDS = {
    "ja": ["デッキ登録用紙", "プレイヤー名", "シニアリーグ", "ポケモン合計"],
    "zh-TW": ["牌組登錄表", "玩家姓名", "青年組", "寶可夢合計"],
    "ko": ["덱 등록 용지", "플레이어 이름", "시니어 리그", "포켓몬 합계"],
}
PLAYER = Player("Ash Ketchum", "1234567", date(2012, 5, 31))
EVENT = date(2026, 9, 12)


@pytest.mark.parametrize("language", sorted(PROXY_WORDS))
def test_a_proxy_sheet_prints_its_labels_in_the_language(
    language: str, starter_deck: Entries, tmp_path: Path
) -> None:
    set_language(language)
    path = tmp_path / "proxies.pdf"
    nine = [(card, 1) for card, _ in starter_deck[:9]]
    write_pdf(proxy_document(nine, ProxyOptions(paper=A4)), path)
    words, font = PROXY_WORDS[language]
    text = pdf_text(path)
    for word in words:
        assert word in text, word
    assert font in embedded_fonts(path)
    [page] = read_pdf(path)
    assert len(page.shapes(63.0, 88.0)) == 9


@pytest.mark.parametrize("language", sorted(SHEET_WORDS))
def test_the_registration_sheet_keeps_its_layout_in_every_language(
    language: str, starter_deck: Entries, tmp_path: Path
) -> None:
    sheet = registration(starter_deck, PLAYER, EVENT, "Starter")
    english = registration_document(sheet, A4, printed=EVENT)
    set_language(language)
    translated = registration_document(sheet, A4, printed=EVENT)
    for kind in (Rectangle, Line):
        assert translated.pages[0].of_kind(kind) == english.pages[0].of_kind(kind)
    path = tmp_path / "sheet.pdf"
    write_pdf(translated, path)
    text = pdf_text(path)
    for word in SHEET_WORDS[language]:
        assert word in text, word
    assert "Ash Ketchum" in text and "1234567" in text
