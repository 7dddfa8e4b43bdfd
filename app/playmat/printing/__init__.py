"""Printing: proxy sheets and deck registration sheets, as PDF files or through a printer.

A sheet is first described as pages of placed cards, pictures, lines and text in millimetres
(:mod:`playmat.printing.page`); one Qt painter (:mod:`playmat.printing.page_painter`) then draws
that description for the print dialog's preview, for the system's printers and, through Qt's
PDF writer, into a PDF file, so the three agree. Cards are drawn by the card face's painter
(:mod:`playmat.face`), the very drawing the windows show. Only ``QtGui`` is used, never widgets,
so the command line prints on Qt's offscreen platform.
"""
