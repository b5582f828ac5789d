## O banco de dados não pode gravar agora.

storage-unavailable = O bot não consegue salvar agora, então nada foi alterado. Tente de novo daqui a pouco.
