"""Drehwurm's features beside the table: the players' open hand messages."""
