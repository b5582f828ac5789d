## De expert-computerspeler (Regenwormen en Regenwormen Junior).

difficulty-expert = Expert
