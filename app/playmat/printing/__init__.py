"""Printing: proxy sheets and deck registration sheets as PDF files.

Everything here is plain Python and Pillow, without Qt: a sheet is first described as pages of
placed images, lines and text in millimetres (:mod:`playmat.printing.page`), then written as PDF
by Playmat's own small writer (:mod:`playmat.printing.pdf_writer`), or painted by the Qt print
dialog (:mod:`playmat.ui.print_dialogs`) from the very same description, so the preview, the PDF
and the printer agree.
"""
