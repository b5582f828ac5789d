## La base de données ne peut pas écrire pour le moment.

storage-unavailable = Le bot ne peut pas enregistrer pour le moment, donc rien n'a été modifié. Réessaie dans un instant.
