/// How long a Listy timer runs by default, in seconds.
public let defaultTimerLength = 300
