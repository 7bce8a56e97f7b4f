# Собственные тексты приложений.
app-name = Tally
app-score-it = Подсчитать
