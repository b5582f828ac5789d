## Die Datenbank nimmt gerade nichts an (Platte voll, von einem anderen Programm gesperrt, schreibgeschützt).

storage-unavailable = Der Bot kann gerade nicht speichern, daher wurde nichts geändert. Bitte versuche es gleich noch einmal.
