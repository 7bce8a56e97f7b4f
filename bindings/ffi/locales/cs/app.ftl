# Vlastní texty aplikací.
app-name = Tally
app-score-it = Započítat
