## De database kan nu niet schrijven (schijf vol, vergrendeld door een ander programma, alleen-lezen).

storage-unavailable = De bot kan nu niet opslaan, dus er is niets veranderd. Probeer het zo opnieuw.
