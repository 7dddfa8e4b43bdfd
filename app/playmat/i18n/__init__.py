"""Words for people: messages as data (:mod:`~playmat.i18n.message`) and the catalogue that
renders them in the reader's language (:mod:`~playmat.i18n.catalogue`)."""
