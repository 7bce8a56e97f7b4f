# Textele proprii ale aplicațiilor.
app-name = Tally
app-score-it = Punctează
