"""oriflamme: an interactive rules tutor for Oriflamme."""
