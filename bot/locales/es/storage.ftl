## La base de datos no acepta escrituras ahora mismo (disco lleno, bloqueada por otro programa, solo lectura).

storage-unavailable = El bot no puede guardar ahora mismo, así que no se ha cambiado nada. Inténtalo de nuevo en un momento.
