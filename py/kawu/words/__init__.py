"""Every sentence the engine says, in Italian and English: the reason codes of refusals and hints
(``say``), the hints' words (``hints``) and the review's (``review``). The page's own words are in
web/js/words/."""
